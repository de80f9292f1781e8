//! 2-D convolution of a w x h image with a 3x3 filter slice, zero padding; 2-D launch of 8x8 blocks.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn u27_conv2d_filter(img: &[f32], filter: &[f32], out: &mut [f32], w: usize, h: usize) {
        let x = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let y = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        if x >= w || y >= h {
            return;
        }
        let mut acc = 0.0;
        for dy in 0..3usize {
            for dx in 0..3usize {
                let (sx, sy) = (x + dx, y + dy);
                if sx >= 1 && sy >= 1 && sx - 1 < w && sy - 1 < h {
                    acc += filter[dy * 3 + dx] * img[(sy - 1) * w + sx - 1];
                }
            }
        }
        out[y * w + x] = acc;
    }
}
