import { CampaignScreen, type CampaignActor } from './screens/CampaignScreen';

/**
 * The widget's root view. The actor is created and started outside React (ui/main.tsx), so a
 * remount (StrictMode, a language change) never restarts a flow or repeats a call.
 */
export function App({ campaign }: { campaign: CampaignActor }) {
  return (
    <main className="widget">
      <CampaignScreen actor={campaign} />
    </main>
  );
}
