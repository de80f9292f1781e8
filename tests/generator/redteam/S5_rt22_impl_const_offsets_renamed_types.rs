//! S5 misuse (red team 22): the colliding offsets of S5_rt22_impl_const_offsets_collide on two structs named `S` in two modules, the impls written against `use` renames (`impl Off for SA { const OFF: usize = 2; }`, `impl Off for SB { const OFF: usize = 0; }`; generics.md: a `use`d name in a header is not read). Docs: RG0201, or a refusal of the const (RG0100/RG0102), never acceptance.
#![no_std]
#![allow(unused)]
use rsgpu::*;

mod a {
    pub struct S;
}
mod b {
    pub struct S;
}
use a::S as SA;
use b::S as SB;
trait Off {
    const OFF: usize;
}
impl Off for SA {
    const OFF: usize = 2;
}
impl Off for SB {
    const OFF: usize = 0;
}

rsgpu::kernel! {
    pub fn rt22_impl_const_offsets_renamed_types(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if 2 * i + 2 < y.len() {
            y[2 * i + SA::OFF] = x[0];
            y[2 * i + SB::OFF] = x[1];
        }
    }
}
// CHECK: error[RG0201]:{{.*}}`y[
