//! Twin: a `&self` method of an own trait on the thread's own element, `y[i] = y[i].half()` (autoref `&y[i]`), and the pair form `y[2i] = avg(&y[2i], &y[2i + 1])` on a second slice. Must translate.
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

fn avg(a: &f32, b: &f32) -> f32 {
    (*a + *b) * 0.5
}

rsgpu::kernel! {
    pub fn self_method_on_own_elem_twin(y: &mut [f32], z: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() {
            y[i] = y[i].half();
        }
        if 2 * i + 1 < z.len() {
            z[2 * i] = avg(&z[2 * i], &z[2 * i + 1]);
        }
    }
}
// CHECK: kernel @self_method_on_own_elem_twin(
