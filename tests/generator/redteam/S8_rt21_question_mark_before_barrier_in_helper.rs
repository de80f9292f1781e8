//! S8 misuse (red team 21): a helper `fn step(x, i) -> Option<f32> { let v = x.get(i)?; sync_threads(); .. }`: the `?` returns before the barrier in the threads past the end.
#![no_std]
use rsgpu::*;

fn step(x: &[f32], i: usize) -> Option<f32> {
    let v = x.get(i)?;
    sync_threads();
    Some(*v * 2.0)
}

rsgpu::kernel! {
    pub fn rt21_question_mark_before_barrier_in_helper(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let s = step(x, i).unwrap_or(0.0);
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
