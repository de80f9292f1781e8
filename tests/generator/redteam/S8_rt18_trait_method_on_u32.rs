//! S8 misuse (red team 18): a trait method `fn low(self) -> bool` implemented for `u32`, called as `thread_idx_x().low()`.
#![no_std]
use rsgpu::*;

trait Low {
    fn low(self) -> bool;
}
impl Low for u32 {
    fn low(self) -> bool {
        self < 16
    }
}

rsgpu::kernel! {
    pub fn trait_method_on_u32(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if thread_idx_x().low() {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
