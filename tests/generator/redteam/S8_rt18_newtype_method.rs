//! S8 misuse (red team 18): a newtype `W(u32)` holding the thread id; its by-value method `low(self)` tests the field.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
struct W(u32);
impl W {
    fn low(self) -> bool {
        self.0 < 16
    }
}

rsgpu::kernel! {
    pub fn newtype_method(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if W(thread_idx_x()).low() {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
