//! Activation pipelines from helpers returning `impl Fn(f32) -> f32`: `leaky(alpha)`, `affine(a, b)`, and
//! `compose(f, g)` taking and returning closures; applied per element with a kernel-chosen branch.
#![no_std]
use rsgpu::*;

fn leaky(alpha: f32) -> impl Fn(f32) -> f32 {
    move |x| if x > 0.0 { x } else { alpha * x }
}

fn affine(a: f32, b: f32) -> impl Fn(f32) -> f32 {
    move |x| a * x + b
}

fn compose(f: impl Fn(f32) -> f32, g: impl Fn(f32) -> f32) -> impl Fn(f32) -> f32 {
    move |x| g(f(x))
}

rsgpu::kernel! {
    pub fn u29_impl_fn_pipeline(x: &[f32], alpha: f32, scale: f32, out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= x.len() || i >= out.len() {
            return;
        }
        let act = compose(affine(scale, 0.25), leaky(alpha));
        let twice = compose(leaky(alpha), affine(2.0, -1.0));
        out[i] = if i % 2 == 0 { act(x[i]) } else { twice(x[i]) };
    }
}
