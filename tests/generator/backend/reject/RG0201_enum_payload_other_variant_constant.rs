//! Near miss of redteam S5_rt22_enum_select_own_twin: the even threads'
//! variant carries `i`, the odd threads' another variant carrying 0; both
//! arms index with their payload: every odd thread writes `y[0]`. The join
//! of a data enum's payload over its literals leaves out only the other
//! variants' fillers, never a real payload.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
enum Sel {
    Own(usize),
    Left(usize),
}

rsgpu::kernel! {
    pub fn enum_payload_other_variant_constant(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let s = if i % 2 == 0 { Sel::Own(i) } else { Sel::Left(0) };
        let k = match s {
            Sel::Own(k) => k,
            Sel::Left(k) => k,
        };
        if k < y.len() {
            y[k] = x[0];
        }
    }
}
// CHECK: error[RG0201]: write to `y[{{.*}}]` may collide
