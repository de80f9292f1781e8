//! Near miss of redteam S5_rt22_enum_select_own_twin: one variant built on
//! two paths with two payloads (`Own(i)` for even threads, `Own(i / 2)` for
//! odd ones): threads 2 and 5 both write `y[2]`.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
enum Sel {
    Own(usize),
    Skip,
}

rsgpu::kernel! {
    pub fn enum_payload_same_variant_two_values(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let s = if i % 2 == 0 { Sel::Own(i) } else { Sel::Own(i / 2) };
        if let Sel::Own(k) = s {
            if k < y.len() {
                y[k] = x[0];
            }
        }
    }
}
// CHECK: error[RG0201]: write to `y[{{.*}}]` may collide
