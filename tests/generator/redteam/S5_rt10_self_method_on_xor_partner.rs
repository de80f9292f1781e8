//! S5 misuse: a `&self` method called on the xor partner's element of a `&mut` slice, `y[i] = y[i ^ 1].half()` (an own trait on f32, autoref `&y[i ^ 1]`): thread 0 reads y[1] while thread 1 writes it. Expected RG0201.
#![no_std]
use rsgpu::*;

trait Half {
    fn half(&self) -> f32;
}

impl Half for f32 {
    fn half(&self) -> f32 {
        *self * 0.5
    }
}

rsgpu::kernel! {
    pub fn self_method_on_xor_partner(y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if (i | 1) < y.len() {
            y[i] = y[i ^ 1].half();
        }
    }
}
// CHECK: error[RG0201]:
