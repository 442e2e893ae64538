import { cx } from './class-names.ts';
import styles from './Curtain.module.css';
import { Modal, type ModalLayerProps } from './Modal.tsx';

/** Props of {@link Curtain}. */
export interface CurtainProps extends ModalLayerProps {
  side?: 'left' | 'right';
}

/** A side panel (§2.3 curtain kind): a {@link Modal} that slides in from an edge. */
export function Curtain({ side = 'right', className, ...layer }: CurtainProps) {
  return (
    <Modal
      {...layer}
      classes={styles}
      panelClassName={cx(styles.panel, styles[side], className)}
      headerClassName={styles.header}
    />
  );
}
