use diff::*;
use kernel::u27_result_parse_digits;

fn main() {
    diff::main(|d| {
        for n in [1usize, 40, 129] {
            let mut text = vec![];
            for i in 0..n {
                let s = match i % 5 {
                    0 => format!("{:>11}", ""),
                    1 => format!("{:>11}", hash(67, i) % 100000),
                    2 => format!("{:>11}", hash(67, i) % 10_000_000_000),
                    3 => format!("{:>11}", format!("12x{}", i % 10)),
                    _ => format!("{:011}", hash(67, i) % 5_000_000_000),
                };
                text.extend_from_slice(s.as_bytes());
            }
            launch!(d, threads(n.div_ceil(64), 64), u27_result_parse_digits(text = buf(text), vals = buf_mut(zeros(n)), errs = buf_mut(zeros(n))));
        }
    });
}
