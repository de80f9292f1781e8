//! Data-enum rule (red team 22): a payload holding `&'a mut f32` to an element of `y` (`Dst::Elem(&mut y[i / 2])`), written through it: a foreign element. Docs (kernels.md): RG0101 (a reference payload), never accepted.
#![no_std]
#![allow(unused)]
use rsgpu::*;

enum Dst<'a> {
    Elem(&'a mut f32),
    Drop,
}

rsgpu::kernel! {
    pub fn rt22_enum_payload_mut_elem_ref(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i / 2 < y.len() {
            let d = Dst::Elem(&mut y[i / 2]);
            if let Dst::Elem(r) = d {
                *r = x[0];
            }
        }
    }
}
// CHECK: error[RG0101]:{{.*}}Dst
