use diff::*;
use kernel::u29_ray_spheres;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 32), (640, 128)] {
            let dirs: Vec<[f32; 3]> = (0..n)
                .map(|i| {
                    let (x, y) = ((hash(2965, i) % 200) as f32 / 100.0 - 1.0, (hash(2966, i) % 200) as f32 / 100.0 - 1.0);
                    let l = (x * x + y * y + 1.0).sqrt();
                    [x / l, y / l, 1.0 / l]
                })
                .collect();
            launch!(d, threads(n.div_ceil(block), block),
                    u29_ray_spheres(dx = buf(dirs.iter().map(|d| d[0]).collect()), dy = buf(dirs.iter().map(|d| d[1]).collect()),
                                    dz = buf(dirs.iter().map(|d| d[2]).collect()), depth = buf_mut(zeros(n)), id = buf_mut(zeros(n))));
        }
    });
}
