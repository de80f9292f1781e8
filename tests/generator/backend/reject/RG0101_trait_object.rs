//! Unsupported Rust: a trait object (`&dyn Trait`, dynamic dispatch) has no
//! device lowering; the diagnostic names the type.
#![no_std]
use rsgpu::*;

pub trait Scale {
    fn scale(&self, v: f32) -> f32;
}
pub struct Twice;
impl Scale for Twice {
    fn scale(&self, v: f32) -> f32 {
        v * 2.0
    }
}

#[inline(never)]
fn apply(s: &dyn Scale, v: f32) -> f32 {
    s.scale(v)
}

rsgpu::kernel! {
    pub fn trait_object(x: &[f32], y: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < y.len() && i < x.len() {
            y[i] = apply(&Twice, x[i]);
        }
    }
}
// CHECK: error[RG0101]: {{.*}}dyn Scale{{.*}}
