//! Median-of-9 for a 3x3 neighbourhood: `core::array::from_fn` gathers the window (clamped with
//! `core::cmp::{min, max}`), a compare-exchange network with `core::mem::swap`, 2-D launch.
#![no_std]
use core::cmp::{max, min};
use core::mem::swap;
use rsgpu::*;

fn cswap(a: &mut [u8; 9], i: usize, j: usize) {
    if a[i] > a[j] {
        let (lo, hi) = a.split_at_mut(j);
        swap(&mut lo[i], &mut hi[0]);
    }
}

rsgpu::kernel! {
    pub fn u29_sort_network_swap(img: &[u8], w: usize, h: usize, out: &mut [u8]) {
        let x = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let y = (block_idx_y() * block_dim_y() + thread_idx_y()) as usize;
        if x >= w || y >= h {
            return;
        }
        let mut win: [u8; 9] = core::array::from_fn(|k| {
            let sx = min(max(x as isize + (k % 3) as isize - 1, 0) as usize, w - 1);
            let sy = min(max(y as isize + (k / 3) as isize - 1, 0) as usize, h - 1);
            img[sy * w + sx]
        });
        for pass in 0..9 {
            let mut j = pass % 2;
            while j + 1 < 9 {
                cswap(&mut win, j, j + 1);
                j += 2;
            }
        }
        out[y * w + x] = win[4];
    }
}
