import type { HeroImageProps } from './definition.ts';
import { HeroBackdrop, HeroFrame, HeroText } from '../../components/Hero/index.tsx';

export default function HeroImage({ title, subtitle, image, link, subtheme }: HeroImageProps) {
  return (
    <HeroFrame variant="image" subtheme={subtheme} backdrop={<HeroBackdrop image={image} />}>
      <HeroText title={title} subtitle={subtitle} links={[link]} primaryFirst={false} />
    </HeroFrame>
  );
}
