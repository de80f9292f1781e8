#![no_std]
use rsgpu::*;

rsgpu::gpu_struct! {
    pub struct Tri { pub w: [f32; 3], pub scale: f32 }
}

rsgpu::kernel! {
    /// Barycentric blend of three inputs.
    pub fn own_struct_array_field(t: Tri, a: &[f32], b: &[f32], c: &[f32], out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            out[i] = (t.w[0] * a[i] + t.w[1] * b[i] + t.w[2] * c[i]) * t.scale;
        }
    }
}
