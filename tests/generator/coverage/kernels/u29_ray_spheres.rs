//! Ray casting against a small scene: `hit(..) -> Option<f32>` (quadratic, `sqrtf`, `filter(|t| *t > eps)`),
//! the nearest hit (ray directions as three slices) over an array of spheres with `filter_map` + `min_by(|a, b| a.0.total_cmp(&b.0))`.
#![no_std]
use rsgpu::math::sqrtf;
use rsgpu::*;

#[derive(Clone, Copy)]
struct Sphere {
    c: [f32; 3],
    r: f32,
}

fn hit(o: [f32; 3], d: [f32; 3], s: &Sphere) -> Option<f32> {
    let oc = [o[0] - s.c[0], o[1] - s.c[1], o[2] - s.c[2]];
    let b = oc[0] * d[0] + oc[1] * d[1] + oc[2] * d[2];
    let c = oc[0] * oc[0] + oc[1] * oc[1] + oc[2] * oc[2] - s.r * s.r;
    let disc = b * b - c;
    (disc >= 0.0).then(|| -b - sqrtf(disc)).filter(|t| *t > 1.0e-3)
}

rsgpu::kernel! {
    pub fn u29_ray_spheres(dx: &[f32], dy: &[f32], dz: &[f32], depth: &mut [f32], id: &mut [i32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= dx.len() || i >= dy.len() || i >= dz.len() || i >= depth.len() || i >= id.len() {
            return;
        }
        let scene = [
            Sphere { c: [0.0, 0.0, 5.0], r: 1.0 },
            Sphere { c: [1.5, 0.5, 7.0], r: 2.0 },
            Sphere { c: [-2.0, -1.0, 4.0], r: 0.5 },
        ];
        let o = [0.0f32; 3];
        let d = [dx[i], dy[i], dz[i]];
        let nearest = scene
            .iter()
            .enumerate()
            .filter_map(|(k, s)| hit(o, d, s).map(|t| (t, k as i32)))
            .min_by(|a, b| a.0.total_cmp(&b.0));
        let (t, k) = nearest.unwrap_or((f32::INFINITY, -1));
        depth[i] = t;
        id[i] = k;
    }
}
