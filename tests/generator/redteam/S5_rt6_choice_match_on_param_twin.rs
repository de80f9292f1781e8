//! Twin (correct, ThreadChoices): an offset chosen once by a three-way
//! `match` on a parameter among three parameters. Must translate (docs: a
//! local chosen once among invariants is invariant).
#![no_std]
use rsgpu::*;
rsgpu::kernel! {
    pub fn S5_rt6_choice_match_on_param_twin(y: &mut [f32], a: usize, b: usize, c: usize, flag: u32) {
        let gid = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let k = match flag { 0 => a, 1 => b, _ => c };
        if gid + k < y.len() {
            y[gid + k] = 1.0;
        }
    }
}
// CHECK: kernel @S5_rt6_choice_match_on_param_twin(
