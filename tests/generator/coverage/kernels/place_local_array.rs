#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    /// A local array, slice::swap.
    pub fn place_local_array(x: &[i32], out: &mut [i32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            // Insertion sort of 8 values in a local array, then the median pair.
            let mut a = [0i32; 8];
            for k in 0..8 {
                a[k] = x[i * 8 + k];
            }
            for k in 1..a.len() {
                let mut j = k;
                while j > 0 && a[j - 1] > a[j] {
                    a.swap(j - 1, j);
                    j -= 1;
                }
            }
            out[i] = a[3] + a[4];
        }
    }
}
