//! S5 misuse (red team 21): a closure `|| -> Option<()> { *y.get_mut(i / 2)? = v; Some(()) }` called once.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn rt21_get_mut_question_in_closure(x: &[f32], y: &mut [f32], n: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(0.0);
        let mut f = || -> Option<()> {
            *y.get_mut(i / 2)? = v;
            Some(())
        };
        let _ = f();
    }
}
// CHECK: error[RG0201]:
