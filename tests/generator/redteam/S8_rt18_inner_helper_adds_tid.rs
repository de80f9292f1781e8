//! S8 misuse (red team 18): `plus_tid(a)` returns `add(a, thread_idx_x())`: the outer helper is called with a parameter, its inner call adds the thread id.
#![no_std]
use rsgpu::*;

fn add(a: u32, b: u32) -> u32 {
    a + b
}
fn plus_tid(a: u32) -> u32 {
    add(a, thread_idx_x())
}

rsgpu::kernel! {
    pub fn inner_helper_adds_tid(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if plus_tid(n) < 16 {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
