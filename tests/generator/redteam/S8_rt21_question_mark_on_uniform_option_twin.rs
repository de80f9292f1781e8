//! S8 twin (red team 21): a helper `fn step(x) -> Option<f32> { let v = x.first()?; sync_threads(); .. }` on a read-only parameter: the `?` decides alike in every thread.
#![no_std]
use rsgpu::*;

fn step(x: &[f32]) -> Option<f32> {
    let v = x.first()?;
    sync_threads();
    Some(*v * 2.0)
}

rsgpu::kernel! {
    pub fn rt21_question_mark_on_uniform_option_twin(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let s = step(x).unwrap_or(0.0);
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: kernel @rt21_question_mark_on_uniform_option_twin(
