//! S5: a trait's default method `write(&self, y: &mut [f32], i)` writes
//! `y[self.slot(i)]`; the impl for `Div { d: 2 }` returns i / d. Expected: O0
//! RG0202 (y handed to a function), O3 RG0201 naming `y[(i / 2)]`.
#![no_std]
use rsgpu::*;
trait Writer {
    fn slot(&self, i: usize) -> usize;
    fn write(&self, y: &mut [f32], i: usize) {
        let j = self.slot(i);
        if j < y.len() { y[j] = 1.0; }
    }
}
struct Div { d: usize }
impl Writer for Div { fn slot(&self, i: usize) -> usize { i / self.d } }
rsgpu::kernel! {
    pub fn trait_default_writes(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let w = Div { d: 2 };
        w.write(y, i);
    }
}
// CHECK-O0: error[RG0202]:
// CHECK-O3: error[RG0201]: write to `y[(i / 2)]` may collide
