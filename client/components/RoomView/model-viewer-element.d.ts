import type { ModelViewerElement } from '@google/model-viewer';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** `<model-viewer>` in JSX, with the attributes RoomView sets (model-viewer declares only the DOM side). */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'model-viewer': DetailedHTMLProps<HTMLAttributes<ModelViewerElement>, ModelViewerElement> & {
        src: string;
        poster?: string;
        alt?: string;
        ar?: boolean;
        'ar-modes'?: string;
        'ar-placement'?: 'floor' | 'wall';
        'ar-scale'?: 'auto' | 'fixed';
        'camera-controls'?: boolean;
        'auto-rotate'?: boolean;
        'camera-orbit'?: string;
        'shadow-intensity'?: string;
        'interaction-prompt'?: 'auto' | 'none';
      };
    }
  }
}
