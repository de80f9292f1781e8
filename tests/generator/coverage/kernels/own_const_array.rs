#![no_std]
use rsgpu::*;

/// 3x3 Gaussian blur weights.
const W: [f32; 9] = [
    1.0 / 16.0, 2.0 / 16.0, 1.0 / 16.0,
    2.0 / 16.0, 4.0 / 16.0, 2.0 / 16.0,
    1.0 / 16.0, 2.0 / 16.0, 1.0 / 16.0,
];

rsgpu::kernel! {
    pub fn own_const_array(img: &[f32], width: usize, out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let height = img.len() / width;
        if i < out.len() {
            let (x, y) = (i % width, i / width);
            if x > 0 && y > 0 && x + 1 < width && y + 1 < height {
                let mut s = 0.0;
                for dy in 0..3 {
                    for dx in 0..3 {
                        s += W[dy * 3 + dx] * img[(y + dy - 1) * width + x + dx - 1];
                    }
                }
                out[i] = s;
            } else {
                out[i] = img[i];
            }
        }
    }
}
