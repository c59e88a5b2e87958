import type { ChatbotProps } from './definition.ts';
import styles from './Chatbot.module.css';

/** The chatbot marker (site/app/third-parties.ts CHATBOT_MARKER_SELECTOR): empty, so nothing is shown or announced. */
export default function Chatbot(_props: ChatbotProps) {
  return <div className={styles.marker} data-chatbot-marker="" />;
}
