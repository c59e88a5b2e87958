import { describe, expect, it } from 'vitest';
import { renderModule } from '../../../tests/helpers/render-type.tsx';
import { CHATBOT_MARKER_SELECTOR } from '../../app/third-parties.ts';
import { definition } from './definition.ts';
import Chatbot from './Chatbot.tsx';

describe('Chatbot', () => {
  it('renders only the empty marker the chatbot loader looks for: no text, no heading, nothing to focus', () => {
    const view = renderModule(definition, Chatbot, definition.examples?.[0]);
    expect(CHATBOT_MARKER_SELECTOR).toBe('[data-chatbot-marker]');
    const markers = view.all('div', (attrs) => 'data-chatbot-marker' in attrs);
    expect(markers).toHaveLength(1);
    expect(view.text).toBe('');
    expect(view.headings).toEqual([]);
    expect(view.links).toEqual([]);
  });
});
