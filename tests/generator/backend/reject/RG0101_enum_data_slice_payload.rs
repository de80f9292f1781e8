//! An enum whose variant holds a view of device memory (`A(&'a mut [f32])`)
//! is refused (RG0101, in Rust terms): the S5 analyses follow device memory
//! through locals, struct fields and calls, not through an enum's tag, so a
//! `&mut` slice carried in an enum would escape the write-uniqueness proof.
//! (The same enum holding an `f32` is accepted: accept/enum_with_data.rs.)
#![no_std]
use rsgpu::*;

enum Target<'a> {
    Out(&'a mut [f32]),
    Nowhere,
}

impl<'a> Target<'a> {
    fn put(self, v: f32) {
        match self {
            Target::Out(s) => s[0] = v,
            Target::Nowhere => {}
        }
    }
}

rsgpu::kernel! {
    pub fn enum_data_slice_payload(x: &[f32], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < x.len() {
            let t = if i == 0 { Target::Out(out) } else { Target::Nowhere };
            t.put(x[i]);
        }
    }
}
// CHECK: error[RG0101]: {{.*}}type `Target<'_>` is not supported on the device: enum `Target`: its variant `Out` holds `&'a mut [f32]`, a reference; an enum's payload may hold values only
