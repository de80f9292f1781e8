//! `move` closures built by a helper (`fn make_affine(a, b) -> impl Fn(f32) -> f32`) and composed.
#![no_std]
use rsgpu::*;

fn make_affine(a: f32, b: f32) -> impl Fn(f32) -> f32 {
    move |x| a * x + b
}

fn compose<F: Fn(f32) -> f32, G: Fn(f32) -> f32>(f: F, g: G) -> impl Fn(f32) -> f32 {
    move |x| g(f(x))
}

rsgpu::kernel! {
    pub fn u24_closure_move_nested(x: &[f32], a: f32, out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i < out.len() {
            let shift = i as f32 * 0.125;
            let f = make_affine(a, shift);
            let g = make_affine(0.5, -1.0);
            let h = compose(f, g);
            out[i] = h(x[i]) + h(1.0);
        }
    }
}
