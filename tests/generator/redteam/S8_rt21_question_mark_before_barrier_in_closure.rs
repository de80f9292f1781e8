//! S8 misuse (red team 21): a closure `|| -> Option<f32> { let v = x.get(i)?; sync_threads(); .. }` called by every thread: `?` returns early past the end.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_question_mark_before_barrier_in_closure(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let f = || -> Option<f32> {
            let v = x.get(i)?;
            sync_threads();
            Some(*v)
        };
        let s = f().unwrap_or(0.0);
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
