//! S8 twin (red team 29): each of 128 threads loads two slots `s[2t]` and `s[2t + 1]` (Blelloch's usual load) before the up-sweep. Docs: no rule for two slots of one thread is described: RG0221 expected as a limit (sound).
#![no_std]
#![allow(unused)]
use rsgpu::*;
use rsgpu::warp::*;

rsgpu::kernel! {
    pub fn rt29_two_slots_per_thread_load_twin(x: &[u32], y: &mut [u32]) {
        let mut s = shared_array::<u32, 256>(); let t = thread_idx_x() as usize;
        if t < 128 { s[2 * t] = x[0]; s[2 * t + 1] = x[1]; }
        sync_threads();
        if t == 0 { y[block_idx_x() as usize] = s[255]; }
    }
}
// CHECK: kernel @rt29_two_slots_per_thread_load_twin(
