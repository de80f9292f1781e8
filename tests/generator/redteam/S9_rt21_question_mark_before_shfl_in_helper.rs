//! S9 misuse (red team 21): a helper `fn nb(x, i) -> Option<f32> { let v = x.get(i)?; Some(shfl_xor(*v, 1)) }`: lanes past the end return before the shuffle.
#![no_std]
use rsgpu::*;

fn nb(x: &[f32], i: usize) -> Option<f32> {
    let v = x.get(i)?;
    Some(warp::shfl_xor(*v, 1))
}

rsgpu::kernel! {
    pub fn rt21_question_mark_before_shfl_in_helper(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let s = nb(x, i).unwrap_or(0.0);
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0211]:
