//! 3x3 box blur of a u8 image with clamp-to-edge borders (saturating index arithmetic, `min`), 2-D launch.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u27_box_blur_clamp(src: &[u8], dst: &mut [u8], w: usize, h: usize) {
        let x = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let y = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        if x >= w || y >= h {
            return;
        }
        let mut sum: u16 = 0;
        for yy in [y.saturating_sub(1), y, (y + 1).min(h - 1)] {
            for xx in [x.saturating_sub(1), x, (x + 1).min(w - 1)] {
                sum += src[yy * w + xx] as u16;
            }
        }
        dst[y * w + x] = ((sum + 4) / 9) as u8;
    }
}
