//! Inclusive block scan (Hillis-Steele) of 256 elements in shared memory.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn scan(input: &[u32], output: &mut [u32]) {
        let buf = shared_array::<u32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        buf.set(t, if i < input.len() { input[i] } else { 0 });
        sync_threads();
        let mut d = 1;
        while d < 256 {
            let add = if t >= d { buf.get(t - d) } else { 0 };
            sync_threads();
            buf.set(t, buf.get(t).wrapping_add(add));
            sync_threads();
            d *= 2;
        }
        if i < output.len() {
            output[i] = buf.get(t);
        }
    }
}
