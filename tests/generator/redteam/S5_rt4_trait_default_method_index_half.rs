//! S5: the index comes from a trait's default method `slot(&self, i) = i /
//! self.base()` (base() = 2 for the crate's type). Expected RG0201.
#![no_std]
use rsgpu::*;
trait Slot {
    fn base(&self) -> usize;
    fn slot(&self, i: usize) -> usize { i / self.base() }
}
struct Two { b: usize }
impl Slot for Two { fn base(&self) -> usize { self.b } }
rsgpu::kernel! {
    pub fn trait_default_index(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let s = Two { b: 2 };
        let j = s.slot(i);
        if j < y.len() { y[j] = 1.0; }
    }
}
// CHECK: error[RG0201]:
