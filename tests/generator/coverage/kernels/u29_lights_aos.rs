//! Lambert shading with an array of structs: a local `[Light; 3]` built from parameters, `for l in &lights`,
//! `iter().map(..).sum()` over the lights, and `f32::max(0.0)` clamps; one pixel (normal) per thread.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy)]
struct Light {
    dir: [f32; 3],
    intensity: f32,
}

fn lambert(n: [f32; 3], l: &Light) -> f32 {
    let d = n[0] * l.dir[0] + n[1] * l.dir[1] + n[2] * l.dir[2];
    d.max(0.0) * l.intensity
}

rsgpu::kernel! {
    pub fn u29_lights_aos(normals: &[[f32; 3]], ambient: f32, out: &mut [f32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= normals.len() || i >= out.len() {
            return;
        }
        let lights = [
            Light { dir: [0.0, 0.0, 1.0], intensity: 0.8 },
            Light { dir: [0.6, 0.0, 0.8], intensity: 0.5 },
            Light { dir: [0.0, -1.0, 0.0], intensity: 0.25 },
        ];
        let n = normals[i];
        let mut brightest = 0.0f32;
        for l in &lights {
            brightest = brightest.max(lambert(n, l));
        }
        let total: f32 = lights.iter().map(|l| lambert(n, l)).sum();
        out[i] = (ambient + total).min(1.0) + brightest * 0.001;
    }
}
