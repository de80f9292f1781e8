//! Small local arrays: `copy_from_slice` of a window, `sort_unstable`, `reverse`, `fill`, `swap`, then a
//! trimmed mean of the middle values; each thread writes its 4 summary values.
#![no_std]
use rsgpu::*;

const W: usize = 6;

rsgpu::kernel! {
    pub fn u29_local_array_ops(x: &[i32], out: &mut [i32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let cells = x.len().saturating_sub(W - 1);
        if i >= cells {
            return;
        }
        let mut a = [0i32; W];
        a.copy_from_slice(&x[i..i + W]);
        a.sort_unstable();
        let trimmed = a[1..W - 1].iter().sum::<i32>() / (W as i32 - 2);
        a.reverse();
        let top = a[0];
        a.swap(0, W - 1);
        let after_swap = a[0];
        a[W / 2..].fill(0);
        let head: i32 = a.iter().sum();
        if let Some(o) = out.chunks_mut(4).nth(i) {
            o.copy_from_slice(&[trimmed, top, after_swap, head]);
        }
    }
}
