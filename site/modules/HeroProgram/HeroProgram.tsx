import type { HeroProgramProps } from './definition.ts';
import { ProgramHero } from '../../components/ProgramHero/index.tsx';

export default function HeroProgram({ eyebrow, title, subtitle, image, link, subtheme }: HeroProgramProps) {
  return (
    <ProgramHero variant="program" eyebrow={eyebrow} title={title} subtitle={subtitle} image={image} subtheme={subtheme} links={[link]} />
  );
}
