//! S5 misuse (red team 22): a state machine over a loop, `St::Walk(k)` advanced by `k + 1` twice from `i`: the final index `i + 2` is thread i + 2's element. Docs: RG0201.
#![no_std]
#![allow(unused)]
use rsgpu::*;

#[derive(Clone, Copy, PartialEq)]
enum St {
    Walk(usize),
    Done(usize),
}

rsgpu::kernel! {
    pub fn rt22_enum_state_machine_index(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let mut s = St::Walk(i);
        let mut n = 0;
        while n < 2 {
            s = match s {
                St::Walk(k) => St::Walk(k + 1),
                St::Done(k) => St::Done(k),
            };
            n += 1;
        }
        let k = match s {
            St::Walk(k) | St::Done(k) => k,
        };
        if k < y.len() && i < y.len() {
            y[i] = x[0];
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
