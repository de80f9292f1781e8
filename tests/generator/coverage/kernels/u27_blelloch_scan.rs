//! Exclusive scan (Blelloch) of a 128-element block tile in shared memory: up-sweep, clear, down-sweep.
#![no_std]
use rsgpu::*;

const N: usize = 128;

rsgpu::kernel! {
    pub fn u27_blelloch_scan(x: &[u32], out: &mut [u32]) {
        let mut s = shared_array::<u32, N>();
        let t = thread_idx_x() as usize;
        let g = block_idx_x() as usize * N + t;
        s[t] = if g < x.len() { x[g] } else { 0 };
        sync_threads();
        let mut offset = 1;
        let mut d = N / 2;
        while d > 0 {
            if t < d {
                let ai = offset * (2 * t + 1) - 1;
                let bi = offset * (2 * t + 2) - 1;
                s[bi] = s[bi].wrapping_add(s[ai]);
            }
            offset *= 2;
            d /= 2;
            sync_threads();
        }
        if t == 0 {
            s[N - 1] = 0;
        }
        sync_threads();
        let mut d = 1;
        while d < N {
            offset /= 2;
            if t < d {
                let ai = offset * (2 * t + 1) - 1;
                let bi = offset * (2 * t + 2) - 1;
                let tmp = s[ai];
                s[ai] = s[bi];
                s[bi] = s[bi].wrapping_add(tmp);
            }
            d *= 2;
            sync_threads();
        }
        if g < out.len() {
            out[g] = s[t];
        }
    }
}
