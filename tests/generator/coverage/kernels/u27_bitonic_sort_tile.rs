//! Bitonic sort of each block's 64-element tile in shared memory (ascending), padding with u32::MAX.
#![no_std]
use rsgpu::*;

const N: usize = 64;

rsgpu::kernel! {
    pub fn u27_bitonic_sort_tile(x: &[u32], out: &mut [u32]) {
        let mut s = shared_array::<u32, N>();
        let t = thread_idx_x() as usize;
        let g = block_idx_x() as usize * N + t;
        s[t] = if g < x.len() { x[g] } else { u32::MAX };
        sync_threads();
        let mut k = 2;
        while k <= N {
            let mut j = k / 2;
            while j > 0 {
                let p = t ^ j;
                if p > t {
                    let (a, b) = (s[t], s[p]);
                    let up = t & k == 0;
                    if (a > b) == up {
                        s[t] = b;
                        s[p] = a;
                    }
                }
                sync_threads();
                j /= 2;
            }
            k *= 2;
        }
        if g < out.len() {
            out[g] = s[t];
        }
    }
}
