//! S8 misuse (red team 18): `Pos::here()` builds a struct holding the thread id; its by-value method `low(self)` tests it: a struct argument, never scalar.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
struct Pos {
    t: u32,
    d: u32,
}
impl Pos {
    fn here() -> Pos {
        Pos { t: thread_idx_x(), d: block_dim_x() }
    }
    fn low(self) -> bool {
        self.t < self.d / 2
    }
}

rsgpu::kernel! {
    pub fn struct_method_thread_field(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if Pos::here().low() {
            sync_threads();
        }
        if i < y.len() {
            y[i] = 1.0;
        }
    }
}
// CHECK: error[RG0210]: barrier `sync_threads()` is reached only by the threads for which
