//! Block-wide inclusive prefix sum (Hillis-Steele) in shared memory, read-barrier-write-barrier.
#![no_std]
use rsgpu::*;

const B: usize = 128;

rsgpu::kernel! {
    pub fn u24_shared_scan(x: &[u32], out: &mut [u32]) {
        let mut s = shared_array::<u32, B>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * B + t;
        s[t] = if i < x.len() { x[i] } else { 0 };
        sync_threads();
        let mut offset = 1;
        while offset < B {
            let add = if t >= offset { s[t - offset] } else { 0 };
            sync_threads();
            s[t] += add;
            sync_threads();
            offset *= 2;
        }
        if i < out.len() {
            out[i] = s[t];
        }
    }
}
