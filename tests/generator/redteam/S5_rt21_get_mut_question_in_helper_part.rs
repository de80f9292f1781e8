//! S5 misuse (red team 21): a helper `fn put(s: &mut [f32], k) -> Option<()> { *s.get_mut(k)? = v; .. }` handed the part `&mut y[i..i + 2]` (two elements, stride 1: overlaps the next thread's part).
#![no_std]
use rsgpu::*;

fn put(s: &mut [f32], k: usize, v: f32) -> Option<()> {
    *s.get_mut(k)? = v;
    Some(())
}

rsgpu::kernel! {
    pub fn rt21_get_mut_question_in_helper_part(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        if i + 2 <= y.len() {
            let _ = put(&mut y[i..i + 2], 1, v);
        }
    }
}
// CHECK: error[RG0201]:
