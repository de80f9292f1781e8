//! S8 misuse (red team 18): a helper with no parameters that writes its thread id into a shared slot and reads the slot back (`s.set(0, t); s.get(0)`): the value read differs between threads.
#![no_std]
use rsgpu::*;

fn last_writer() -> u32 {
    let s = shared_array::<u32, 1>();
    s.set(0, thread_idx_x());
    s.get(0)
}

rsgpu::kernel! {
    pub fn shared_read_in_helper(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if last_writer() == 0 {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
