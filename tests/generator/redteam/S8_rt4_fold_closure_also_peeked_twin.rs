//! Twin (false-positive probe, same cause as
//! `S8_rt4_closure_barrier_called_under_branch_after_generic_peek`): a plain
//! closure `|a, v| a + *v` handed by reference to a generic fn of the crate
//! (`peek(&c)`, which does not call it) and then to core's `fold` over the
//! whole `x`. Correct Rust; must translate and compile. At O0 `fold` binds
//! `peek`'s instance as the closure body
//! (`Bound<closure_8_17, &peek_closure8_17>`) and the emitted C++ does not
//! compile (`cannot convert closure_8_17 to const closure_8_17*`).
#![no_std]
use rsgpu::*;

fn peek<F: FnMut(f32, &f32) -> f32>(_f: &F) -> f32 {
    0.0
}

rsgpu::kernel! {
    pub fn fold_closure_also_peeked_twin(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let c = |a: f32, v: &f32| a + *v;
        let p = peek(&c);
        let s = x.iter().fold(p, c);
        if i < y.len() {
            y[i] = s;
        }
    }
}
// CHECK: kernel @fold_closure_also_peeked_twin(
