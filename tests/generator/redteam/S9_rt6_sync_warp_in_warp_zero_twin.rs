//! Twin (correct): `sync_warp()` only in warp 0 (`if t / 32 == 0`), a
//! warp-uniform condition; the warp's own slots written before, read after.
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn S9_rt6_sync_warp_in_warp_zero_twin(x: &[u32], out: &mut [u32]) {
        let mut s = shared_array::<u32, 256>();
        let t = thread_idx_x() as usize;
        let i = block_idx_x() as usize * 256 + t;
        let mut v = 0u32;
        if t / 32 == 0 {
            s[t] = x[i % x.len()];
            warp::sync_warp();
            v = s[(t & !31) + (t + 1) % 32];
        }
        if i < out.len() {
            out[i] = v;
        }
    }
}
// CHECK: kernel @S9_rt6_sync_warp_in_warp_zero_twin(
