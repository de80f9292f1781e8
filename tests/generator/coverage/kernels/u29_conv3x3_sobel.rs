//! Sobel edge magnitude: a 3x3 filter from a `const [[i32; 3]; 3]`, wrap-around borders with `rem_euclid`,
//! `i32::clamp` to a byte, u8 image in and out, 2-D launch.
#![no_std]
use rsgpu::*;

const GX: [[i32; 3]; 3] = [[-1, 0, 1], [-2, 0, 2], [-1, 0, 1]];
const GY: [[i32; 3]; 3] = [[-1, -2, -1], [0, 0, 0], [1, 2, 1]];

rsgpu::kernel! {
    pub fn u29_conv3x3_sobel(img: &[u8], w: usize, h: usize, out: &mut [u8]) {
        let x = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let y = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        if x >= w || y >= h {
            return;
        }
        let (mut gx, mut gy) = (0i32, 0i32);
        for dy in 0..3 {
            for dx in 0..3 {
                let sx = (x as i32 + dx as i32 - 1).rem_euclid(w as i32) as usize;
                let sy = (y as i32 + dy as i32 - 1).rem_euclid(h as i32) as usize;
                let p = img[sy * w + sx] as i32;
                gx += GX[dy][dx] * p;
                gy += GY[dy][dx] * p;
            }
        }
        out[y * w + x] = ((gx.abs() + gy.abs()) / 2).clamp(0, 255) as u8;
    }
}
