//! S8 misuse (red team 21): a helper whose `n.checked_sub(t)?` fails in the threads past `n`, before its barrier.
#![no_std]
use rsgpu::*;

fn rest(n: u32, t: u32) -> Option<u32> {
    let r = n.checked_sub(t)?;
    sync_threads();
    Some(r)
}

rsgpu::kernel! {
    pub fn rt21_question_mark_checked_sub_before_barrier(x: &[f32], y: &mut [f32], n: u32, thr: f32) {
        let t = thread_idx_x();
        let i = (block_idx_x() * block_dim_x() + t) as usize;
        let s = rest(n, t).unwrap_or(0) as f32;
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: error[RG0210]:
